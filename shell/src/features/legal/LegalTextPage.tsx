import { useEffect } from 'react';
import { Breadcrumbs, claimScroll, ContactDetails, links, useLocation, usePageHead, type LegalPage } from '@ferrolink/shared';
import styles from './legal.module.css';

/**
 * The privacy notice (/privacy) or the legal notice (/legal: publisher and terms of use): the words of loadLegalPages,
 * which the server also writes into the page, and the company's contact details. In the shell, not a section: the notices must be there even when
 * a section's code is not.
 */
export function LegalTextPage({ text }: { text: LegalPage }) {
  usePageHead({ title: text.title, description: text.description });
  const { hash } = useLocation();

  // An address with a fragment (/legal#terms, the footer's Terms of Use) opens at that section.
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const frame = requestAnimationFrame(() => {
      claimScroll();
      document.getElementById(id)?.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);

  return (
    <div className={`fl-page ${styles.page}`}>
      <Breadcrumbs items={[{ label: 'Home', to: links.index() }, { label: text.title }]} />
      <h1 className={styles.title}>{text.title}</h1>
      <p className={styles.updated}>
        Last updated <time dateTime={text.updated}>{text.updated}</time>
      </p>
      <p>{text.intro}</p>
      {text.sections.map((section) => (
        <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.heading}</h2>
          {section.blocks.map((block, index) =>
            typeof block === 'string' ? (
              <p key={index}>{block}</p>
            ) : (
              <ul key={index}>
                {block.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
      <section className={styles.section} aria-labelledby="legal-contact-title">
        <h2 id="legal-contact-title">Contact</h2>
        <ContactDetails className={styles.contact} />
      </section>
    </div>
  );
}
