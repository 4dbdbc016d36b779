import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CANDIDATE_TOKEN_HEADER } from '@candor/contracts';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { multipartBody } from './fixtures.js';
import { newOrganisation, type Staff } from './verification-helpers.js';

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Every file under a folder, at any depth (none when the folder does not exist). */
export async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  for (const entry of entries) {
    if (entry.isFile()) out.push(path.join(entry.parentPath, entry.name));
  }
  return out;
}

/** A test app that stores its files in a DATA_DIR of its own, and two organisations on a paid plan. */
export async function documentsTestApp(): Promise<{
  app: TestApp;
  dataDir: string;
  owner: Staff;
  other: Staff;
}> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'candor-documents-'));
  const app = await buildTestApp({ config: { dataDir } });
  const owner = await newOrganisation(app, { plan: 'professional' });
  const other = await newOrganisation(app, { plan: 'professional' });
  return { app, dataDir, owner, other };
}

/**
 * The candidate's two upload calls, multipart (the portal) and base64 JSON, on a test app that a
 * suite builds later (in its beforeAll): `const { upload } = candidateUploads(() => app)`.
 */
export function candidateUploads(appOf: () => TestApp) {
  const upload = (
    token: string,
    file: { name: string; content: Buffer; contentType?: string },
    query = '',
    fields: Record<string, string> = {},
  ) =>
    appOf().inject({
      method: 'POST',
      url: `/api/candidate/${token}/documents${query}`,
      ...multipartBody(file, fields),
    });
  const uploadJson = (token: string | null, payload: object) =>
    appOf().inject({
      method: 'POST',
      url: '/api/upload-document',
      headers: token ? { [CANDIDATE_TOKEN_HEADER]: token } : {},
      payload,
    });
  return { upload, uploadJson };
}
