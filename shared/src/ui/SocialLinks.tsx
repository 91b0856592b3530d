import { SOCIAL_PROFILES } from '@ferrolink/api/contracts/social-profiles';

/** The company's social profiles as a list of links, each opening in a new tab. */
export function SocialLinks({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {SOCIAL_PROFILES.map((profile) => (
        <li key={profile.label}>
          <a href={profile.href} target="_blank" rel="noopener noreferrer">
            {profile.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
