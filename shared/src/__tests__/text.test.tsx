import { render } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from '../ui/SafeHtml';
import { htmlToText, replaceNbsp, truncate } from '../lib/truncate';
import { formatArticleDate } from '../lib/format-date';
import { detectDevice } from '../lib/device';

describe('truncate', () => {
  it('keeps text at or under the limit and cuts longer text with an ellipsis', () => {
    expect(truncate('Industrial switch', 17)).toBe('Industrial switch');
    expect(truncate('Industrial switch', 10)).toBe('Industrial...');
    expect(truncate('', 5)).toBe('');
    expect(truncate(null, 5)).toBe('');
  });

  it('never splits a character made of two code units', () => {
    expect(truncate('网络交换机产品', 3)).toBe('网络交...');
    expect(truncate('ab😀cd', 3)).toBe('ab😀...');
  });
});

describe('HTML helpers', () => {
  it('replaces the non-breaking space markers of product summaries', () => {
    expect(replaceNbsp('8&nbsp;ports&#160;PoE\u00a0+')).toBe('8 ports PoE +');
  });

  it('turns HTML into plain text', () => {
    expect(htmlToText('<p>Rail&nbsp;<b>switch</b> &amp; router</p>')).toBe('Rail switch & router');
  });
});

describe('SafeHtml', () => {
  it('strips script elements and event handler attributes', () => {
    const { container } = render(<SafeHtml html={'<p>Hi</p><script>window.hacked=1</script><img src="x" onerror="alert(1)">'} />);
    expect(container.querySelector('script')).toBeNull();
    const image = container.querySelector('img');
    expect(image).not.toBeNull();
    expect(image?.getAttribute('onerror')).toBeNull();
    expect(container.textContent).toBe('Hi');
  });

  it('removes javascript: links and keeps ordinary markup', () => {
    const clean = sanitizeHtml('<a href="javascript:alert(1)">x</a><table><tr><td>8 ports</td></tr></table>');
    expect(clean).not.toContain('javascript:');
    expect(clean).toContain('<td>8 ports</td>');
  });

  it('adds rel=noopener to links that open a new window', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });
});

describe('formatArticleDate', () => {
  it('shows month-name day, year', () => {
    expect(formatArticleDate('2024-03-04T10:00:00Z')).toBe('March 4, 2024');
    expect(formatArticleDate('2019-12-31')).toBe('December 31, 2019');
  });

  it('gives an empty string for a missing or broken date', () => {
    expect(formatArticleDate('')).toBe('');
    expect(formatArticleDate('yesterday')).toBe('');
    expect(formatArticleDate('2024-13-01')).toBe('');
  });
});

describe('detectDevice', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36', 'mobile'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'mobile'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15', 'mobile'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36', 'desktop'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', 'desktop'],
    ['', 'desktop'],
  ])('classifies %s as %s', (userAgent, expected) => {
    expect(detectDevice(userAgent)).toBe(expected);
  });
});
