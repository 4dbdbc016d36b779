import type { LucideIcon } from 'lucide-react';
import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent } from '../../../components/ui';
import { useDocumentTitle } from '../../../lib/use-document-title';

export type ComingSoonProps = {
  title: string;
  icon: LucideIcon;
  /** What the service will do. */
  promise: string;
  /** What the member can do today instead (links). */
  today: { to: string; label: string; text: string }[];
  /** The public page that describes the service. */
  learnMore?: { to: string; label: string };
  children?: ReactNode;
};

/** A service the product names but has not opened yet: says so, and what works today. */
export function ComingSoon({ title, icon: Icon, promise, today, learnMore }: ComingSoonProps) {
  useDocumentTitle(title);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div className="flex items-start gap-4">
        <span aria-hidden="true" className="rounded-lg bg-brand-50 p-3 text-brand-700">
          <Icon className="size-7" />
        </span>
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">{title}</h1>
          <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
            <Clock aria-hidden="true" className="size-4" />
            Coming soon
          </p>
        </div>
      </div>
      <p className="text-ink">{promise}</p>
      {today.length > 0 && (
        <section aria-labelledby="available-today">
          <h2 id="available-today" className="text-lg font-semibold text-ink">
            Available today
          </h2>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {today.map((item) => (
              <Card key={item.to}>
                <CardContent className="p-4">
                  <Link
                    to={item.to}
                    className="font-medium text-brand-800 underline-offset-2 hover:underline"
                  >
                    {item.label}
                  </Link>
                  <p className="mt-1 text-sm text-ink-muted">{item.text}</p>
                </CardContent>
              </Card>
            ))}
          </div>
        </section>
      )}
      {learnMore && (
        <p className="text-sm text-ink-muted">
          <Link to={learnMore.to} className="font-medium text-brand-800 underline underline-offset-2">
            {learnMore.label}
          </Link>
        </p>
      )}
    </div>
  );
}
