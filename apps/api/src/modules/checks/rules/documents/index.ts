import type { Check } from '../../check.js';
import { duplicateFilesCheck } from './duplicate-files.js';
import { editedDocumentsCheck } from './edited.js';
import { nameInTextCheck } from './name-in-text.js';
import { unreadableDocumentsCheck } from './unreadable.js';

/**
 * Documents: files shared across applications (hashes only), and what each document's extracted
 * text and metadata say (extraction/): signs of editing, a holder's name that is not the
 * candidate's, and documents that could not be read.
 */
export const documentChecks: readonly Check[] = [
  duplicateFilesCheck,
  editedDocumentsCheck,
  nameInTextCheck,
  unreadableDocumentsCheck,
];
