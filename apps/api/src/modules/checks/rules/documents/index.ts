import type { Check } from '../../check.js';
import { duplicateFilesCheck } from './duplicate-files.js';

/**
 * Documents: files shared across applications. Text, metadata and OCR checks (edited PDFs, names
 * in the text, unreadable scans) need the extraction step and are not part of the engine yet.
 */
export const documentChecks: readonly Check[] = [duplicateFilesCheck];
