import type { ReactNode } from 'react';
import { advisoryDay } from './advisory-dates';

/** One fact of an advisory in its description list: the term and its value, boxed together so they wrap as a pair. */
export function Fact({
  term,
  className,
  valueClassName,
  children,
}: {
  term: string;
  className?: string;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}

/** A date of an advisory, machine-readable in `dateTime` and shown as its day. */
export function AdvisoryDate({ value }: { value: string }) {
  return <time dateTime={value}>{advisoryDay(value)}</time>;
}
