import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui';

/**
 * A chart card: the drawing, then the same figures as a table behind "Show the figures"
 * (the text alternative for anyone who cannot see or read the drawing).
 */
export function ChartFigure({
  title,
  description,
  children,
  table,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  table: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card>
      <figure aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle id={titleId}>{title}</CardTitle>
          {description != null && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {children}
          <details className="group text-sm">
            <summary className="cursor-pointer font-medium text-brand-700 underline-offset-4 hover:underline">
              Show the figures
            </summary>
            <div className="mt-3">{table}</div>
          </details>
        </CardContent>
      </figure>
    </Card>
  );
}
