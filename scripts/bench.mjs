// `npm run bench`: prints the project's speed and size figures. Nothing here asserts; it measures.
import { startupTimes } from './bench/startup.mjs';
import { healthThroughput } from './bench/throughput.mjs';
import { bundleSizes } from './bench/bundle.mjs';
import { verificationsList } from './bench/verifications-list.mjs';
import { realtimeLatency } from './bench/realtime-latency.mjs';
import { candidateSubmit } from './bench/candidate-submit.mjs';
import { uploadMemory } from './bench/upload-memory.mjs';
import { enumerationTimings } from './bench/enumeration.mjs';
import { checkRuns } from './bench/check-runs.mjs';
import { authenticatedReads } from './bench/authenticated-reads.mjs';
import { ocrBench } from './bench/ocr.mjs';
import { assistantAndReport } from './bench/assistant-and-report.mjs';

const sections = [
  ['Start-up (npm start → healthy)', startupTimes],
  ['/api/health throughput vs a bare Fastify route', healthThroughput],
  [
    'authenticated-reads: GET /api/me and GET /api/verifications vs a bare route doing 3 sequential indexed queries',
    authenticatedReads,
  ],
  ['Initial JavaScript per route area (gzip)', bundleSizes],
  [
    'verifications-list: GET /api/verifications page of 50, 100,000 rows in one organisation',
    verificationsList,
  ],
  ['realtime-latency: candidate submit → staff socket verification_update', realtimeLatency],
  ['candidate-submit: POST /api/submit-verification latency, embedded database', candidateSubmit],
  ['upload-memory: extra server memory while a 10 MB file streams to the portal upload', uploadMemory],
  ['enumeration: answer times for taken vs new addresses (register, staff invitation)', enumerationTimings],
  [
    'check-runs: submissions at once → automated checks DONE; submit latency with the checks on vs off, embedded database',
    checkRuns,
  ],
  ['ocr: a one-page scan read by OCR (one worker), in process and upload → checks DONE', ocrBench],
  ['assistant-and-report: template answers and the report PDF, embedded database', assistantAndReport],
  (await import('./bench/lighthouse.mjs')).lighthouseSection,
];

const only = process.argv[2];
for (const [title, run] of sections) {
  if (only && !title.toLowerCase().includes(only.toLowerCase())) continue;
  console.log(`\n== ${title}`);
  await run();
}
