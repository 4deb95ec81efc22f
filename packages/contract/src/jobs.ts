// Schemas, enums and messages of the jobs area, shared by its forms and routes.
export {};
