// Schemas, enums and messages of the community area, shared by its forms and routes.
export {};
