import type { Severity } from '@ferrolink/api/contracts/security-advisories';
import './severity-badge.css';

/**
 * A vulnerability's severity in words and colour, with its CVSS score when given ("High 8.8"): the words carry the
 * meaning for anyone who does not see the colour (a screen reader, a print in black and white).
 */
export function SeverityBadge({ severity, score, className }: { severity: Severity; score?: number; className?: string }) {
  return (
    <span className={`fl-severity fl-severity--${severity.toLowerCase()}${className ? ` ${className}` : ''}`}>
      {severity}
      {score === undefined ? null : <span className="fl-severity__score"> {score.toFixed(1)}</span>}
    </span>
  );
}
