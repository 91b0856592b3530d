import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { claimScroll, ContactDetails, RANDOM_NEWS_AMOUNT, readIntParam, SafeHtml, Skeleton, useIsMobile, useSearchParams } from '@ferrolink/shared';
import { useMilestones, useProfile } from './get-about';
import { useRandomArticles } from '../articles/get-random-articles';
import { AboutSection } from './AboutSection';
import { MilestoneScroller } from './MilestoneScroller';
import { NewsCard } from '../articles/NewsCard';
import { ContactForm } from '../contact/ContactForm';
import { ABOUT_SECTIONS, sectionForType } from './about-sections';
import styles from './about.module.css';

const loadThanksModal = () => import('./ThanksModal');
const ThanksModal = lazy(loadThanksModal);

/** /about: company profile, Milestone scroller, Contact Us (the company's addresses, phone and emails, and the form) and three random news cards. */
export function About() {
  const [searchParams] = useSearchParams();
  const type = readIntParam(searchParams.get('type'), 0, 0, 2);
  const isMobile = useIsMobile();
  const profile = useProfile();
  const milestones = useMilestones();
  // The milestones are not among the page's first reads: they arrive after the page is drawn, and the query hands
  // them over as an urgent update, drawn in one task that nothing can interrupt. The scroller (a card and a picture a
  // year, and a measurement of its strip) is drawn from this deferred copy instead: as a transition, in slices, its
  // skeleton staying until then.
  const milestoneList = useDeferredValue(milestones.data);
  const milestonesDrawn = !milestones.isPending && (milestones.data === undefined || milestoneList !== undefined);
  const news = useRandomArticles(RANDOM_NEWS_AMOUNT);
  const [thanksOpen, setThanksOpen] = useState(false);
  // Mounted from its first opening on, so that closing it plays antd's closing animation.
  const [thanksMounted, setThanksMounted] = useState(false);

  // Scroll once the sections above the target have their real height, or the target would move away after the scroll.
  const settled = !profile.isPending && milestonesDrawn;
  useEffect(() => {
    const target = sectionForType(type);
    if (!target || !settled) return;
    // Next frame: after the shell's scroll-to-top for the navigation has started; claiming the scroll stops it, so ours wins.
    const frame = requestAnimationFrame(() => {
      claimScroll();
      document.getElementById(target)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [type, settled]);

  return (
    <div className={isMobile ? styles.mobile : undefined}>
      <section id={ABOUT_SECTIONS.profile} className={styles.hero} aria-labelledby="about-title">
        <div className={`fl-page ${styles.heroInner}`}>
          <div>
            <h1 id="about-title" className={styles.heroTitle}>
              About Us
            </h1>
            {profile.data ? (
              <p className={styles.lead}>{profile.data.Lead}</p>
            ) : profile.isPending ? (
              // The lead's lines are kept free while it loads, so the whole page below does not jump when it arrives.
              <p className={`${styles.lead} ${styles.leadPending}`} aria-hidden="true" />
            ) : null}
          </div>
        </div>
      </section>

      <div className="fl-page">
        <AboutSection titleId="profile-title" title="Company Profile">
          {profile.isPending ? (
            <div className={styles.profilePending}>
              <Skeleton lines={6} label="Loading company profile" />
            </div>
          ) : profile.data ? (
            <div className={styles.profile}>
              <SafeHtml html={profile.data.Content} className={styles.profileText} />
              <img className={styles.profileImage} src={profile.data.ImageUrl} alt="The Ferrolink factory in Suzhou" width={960} height={600} />
              <ul className={styles.facts}>
                {profile.data.Facts.map((fact) => (
                  <li key={fact.Label}>
                    <strong>{fact.Value}</strong>
                    <span>{fact.Label}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p>The company profile could not be loaded.</p>
          )}
        </AboutSection>

        <AboutSection id={ABOUT_SECTIONS.milestone} titleId="milestone-title" title="Milestone">
          {milestonesDrawn ? (
            <MilestoneScroller milestones={milestoneList ?? []} mobile={isMobile} />
          ) : (
            <Skeleton lines={4} label="Loading milestones" />
          )}
        </AboutSection>

        <AboutSection id={ABOUT_SECTIONS.contact} titleId="contact-title" title="Contact Us" className={styles.contact}>
          <p className={styles.contactIntro}>
            Tell us about your project: a network for a plant, a railway or a substation, a question about a product, or a partnership. Our sales
            engineers answer within two working days.
          </p>
          <ContactDetails className={styles.contactDetails} />
          {/* The modal's code is fetched while the visitor fills in the form, so it is there when the enquiry is sent. */}
          <div onFocus={() => void loadThanksModal()}>
            <ContactForm
              mode="reset"
              title={null}
              onSent={() => {
                setThanksMounted(true);
                setThanksOpen(true);
              }}
            />
          </div>
        </AboutSection>

        <AboutSection id={ABOUT_SECTIONS.news} titleId="about-news-title" title="News">
          {news.isPending ? (
            <Skeleton lines={4} label="Loading news" />
          ) : (
            <ul className={styles.newsGrid}>
              {(news.data ?? []).map((article) => (
                <li key={article.Id}>
                  <NewsCard article={article} />
                </li>
              ))}
            </ul>
          )}
        </AboutSection>
      </div>

      {thanksMounted && (
        <Suspense fallback={null}>
          <ThanksModal open={thanksOpen} onClose={() => setThanksOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
