import { fakeApi, ok, type SentRequest } from '@ferrolink/testing';
import { recordVisit, VISIT_FLAG } from '../use-record-visit';

let sent: SentRequest[] = [];
/** What was posted: the path of each request and its body. */
const posts = () => sent.map((request) => ({ url: request.path, body: request.body }));

beforeEach(() => {
  sent = fakeApi(() => ok({ recorded: true }, 'Recorded.'));
  sessionStorage.clear();
  Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
});

describe('recordVisit', () => {
  it('posts the path and referrer once per browser session', () => {
    recordVisit();
    recordVisit();
    expect(posts()).toEqual([{ url: 'data/insert', body: { path: '/', referrer: '' } }]);
    expect(sessionStorage.getItem(VISIT_FLAG)).toBe('1');
  });

  it('posts again in a new session', () => {
    recordVisit();
    sessionStorage.clear();
    recordVisit();
    expect(posts()).toHaveLength(2);
  });

  it.each([
    ['Do Not Track', 'doNotTrack', '1'],
    ['Global Privacy Control', 'globalPrivacyControl', true],
  ])('sends nothing under %s', (_label, property, value) => {
    Object.defineProperty(navigator, property, { value, configurable: true });
    recordVisit();
    expect(posts()).toEqual([]);
  });
});
