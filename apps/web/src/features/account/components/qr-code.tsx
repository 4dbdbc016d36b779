import { encode } from 'uqr';

/** A QR code drawn as SVG squares (no script, no external image), with a text alternative. */
export function QrCode({ value, label, size = 192 }: { value: string; label: string; size?: number }) {
  const { data } = encode(value, { ecc: 'M', border: 2 });
  const cells = data.length;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${cells} ${cells}`}
      shapeRendering="crispEdges"
      className="rounded-md bg-white"
    >
      <rect width={cells} height={cells} fill="#fff" />
      {data.flatMap((row, y) =>
        row.map((on, x) =>
          on ? <rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} fill="#0f172a" /> : null,
        ),
      )}
    </svg>
  );
}

/** The shared secret inside an otpauth:// URI, for typing into an authenticator by hand. */
export function secretOf(totpUri: string): string {
  try {
    return new URL(totpUri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}
