import DOMPurify from 'dompurify';
import { useLayoutEffect, useMemo, useRef, type ElementType } from 'react';

// Links that open a new window must not hand the opener to the page they open.
let hooksInstalled = false;
function installHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * The sanitiser of a server render. DOMPurify needs a DOM, which a server render has not; the server that renders
 * pages installs its own allow-list sanitiser here. Without one, HTML from the API is left out of server-rendered
 * pages (the browser draws it after hydration): unsanitised HTML is never written.
 */
let serverSanitizer: ((html: string) => string) | undefined;

/** Installs the sanitiser server renders use where DOMPurify has no DOM (see serverSanitizer). */
export function setServerHtmlSanitizer(sanitize: (html: string) => string): void {
  serverSanitizer = sanitize;
}

/** Sanitises HTML from the API: scripts, event handlers, javascript: URLs and frames are removed. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (!DOMPurify.isSupported) return serverSanitizer ? serverSanitizer(html) : '';
  installHooks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
}

interface SafeHtmlProps {
  html: string | null | undefined;
  as?: ElementType;
  className?: string;
}

/**
 * Renders API HTML after DOMPurify; the only place the project sets innerHTML. Hydration keeps the server's markup
 * of a dangerouslySetInnerHTML as it is, and the server's sanitiser writes its own (equivalent) markup: the first
 * commit puts DOMPurify's in its place where the two differ, so the browser always shows what it sanitised itself.
 */
export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const element = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const current = element.current;
    if (current && current.innerHTML !== clean) current.innerHTML = clean;
  }, [clean]);
  return <Tag ref={element} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
