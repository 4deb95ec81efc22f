// Schemas, enums and messages of the profile area, shared by its forms and routes.
export {};
