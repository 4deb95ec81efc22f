import type { MessagePort } from 'node:worker_threads';
import { prepareImportFile, readImportFile } from './import-file.ts';
import { preparePdfText, readPdfText } from './pdf-text.ts';
import type { ParseInput, ParseKind, ParseOutput, ParseRequest } from './tasks.ts';

type Handlers = { [K in ParseKind]: (input: ParseInput<K>) => Promise<ParseOutput<K>> };

/** Runs in a worker thread only (worker.mjs loads this file): each kind of ParseTasks and what reads it. */
const handlers: Handlers = {
  pdf: readPdfText,
  import: readImportFile,
};

/**
 * Loads what the handlers load lazily (pdf.js is a few MB; the import's skill catalogue), once per worker before its first task, so that
 * loading is not charged to the first file's time bound.
 */
export async function prepareParseHandlers(): Promise<void> {
  await preparePdfText();
  prepareImportFile();
}

/** One task: says it has started (the pool's time bound starts then), then runs the kind's handler. */
export async function runParseTask({ kind, input, started }: ParseRequest & { started: MessagePort }): Promise<ParseOutput<ParseKind>> {
  started.postMessage('started');
  started.close();
  const handler = handlers[kind] as (input: unknown) => Promise<ParseOutput<ParseKind>>;
  return handler(input);
}
