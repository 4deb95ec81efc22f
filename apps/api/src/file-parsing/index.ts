// The parse pool: every uploaded file is read here, off the main thread, within a time, memory and page bound.
// Routes call app.fileParser.parse(kind, bytes) (plugins/file-parsing.ts) and map the errors below; tasks.ts
// lists the kinds it reads and handlers.ts what reads each (the README of this folder says how to add one).
export { createFileParser, FileParserBusy, UnreadableFile, type FileParser } from './pool.ts';
export type { ParseOutput } from './tasks.ts';
