import type { InternalAxiosRequestConfig } from 'axios';
import { httpClient } from '@ferrolink/shared';
import { recordVisit, VISIT_FLAG } from '../use-record-visit';

const posts: { url?: string; body: unknown }[] = [];

beforeAll(() => {
  httpClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    posts.push({ url: config.url, body: JSON.parse(String(config.data)) });
    return {
      data: { code: 200, success: true, message: 'Recorded.', response: { recorded: true } },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    };
  };
});

beforeEach(() => {
  posts.length = 0;
  sessionStorage.clear();
  Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
});

describe('recordVisit', () => {
  it('posts the path and referrer once per browser session', () => {
    recordVisit();
    recordVisit();
    expect(posts).toEqual([{ url: 'data/insert', body: { path: '/', referrer: '' } }]);
    expect(sessionStorage.getItem(VISIT_FLAG)).toBe('1');
  });

  it('posts again in a new session', () => {
    recordVisit();
    sessionStorage.clear();
    recordVisit();
    expect(posts).toHaveLength(2);
  });

  it.each([
    ['Do Not Track', 'doNotTrack', '1'],
    ['Global Privacy Control', 'globalPrivacyControl', true],
  ])('sends nothing under %s', (_label, property, value) => {
    Object.defineProperty(navigator, property, { value, configurable: true });
    recordVisit();
    expect(posts).toEqual([]);
  });
});
