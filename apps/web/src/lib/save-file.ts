/** Hands a file to the browser's downloads under `fileName`. */
export function saveBlobAs(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is released.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}

/** The file name a server chose (Content-Disposition), if it is a plain one; else `fallback`. */
export function fileNameFrom(header: string | null, fallback: string): string {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  const name = match?.[1]?.trim();
  return name && /^[\w.-]+$/.test(name) ? name : fallback;
}
