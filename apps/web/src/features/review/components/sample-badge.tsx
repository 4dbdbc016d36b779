/** Marks a sample verification (seeded demo data), so nobody takes it for a real candidate. */
export function SampleBadge() {
  return (
    <span
      title="Sample data: seeded to show the product, not a real candidate"
      className="inline-flex shrink-0 items-center rounded-full border border-dashed border-slate-400 bg-slate-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-slate-700"
    >
      Sample
    </span>
  );
}
