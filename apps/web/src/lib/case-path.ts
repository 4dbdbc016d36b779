/** The case page of a verification: every list links a candidate's name here. */
export function casePath(verificationId: string): string {
  return `/verifications/${encodeURIComponent(verificationId)}`;
}
