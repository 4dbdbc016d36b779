declare module 'email-providers' {
  /** Domains of common email providers (personal mailboxes), lower-case. */
  const domains: string[];
  export default domains;
}
