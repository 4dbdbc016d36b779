/** Where the end-to-end run serves the product, and its local mail sink (SMTP and the reader). */
export const e2ePort = Number(process.env.E2E_PORT ?? 3210);
export const mailSinkSmtpPort = e2ePort + 1;
export const mailSinkHttpPort = e2ePort + 2;
export const mailSinkUrl = `http://127.0.0.1:${mailSinkHttpPort}`;
