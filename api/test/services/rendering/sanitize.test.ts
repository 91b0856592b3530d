import { sanitizeHtml } from '../../../src/services/rendering/sanitize';

// The server's sanitiser of stored HTML, which the shell's SafeHtml uses while a page is drawn on the server (the
// browser's DOMPurify needs a DOM). Every tag is written anew from an allow-list; nothing passes through unparsed.

it('is sanitised by an allow-list that writes every tag anew', () => {
  expect(sanitizeHtml('<p class="x" style="color:red">a &amp; b &nbsp;<b>c</b></p><ul><li>d<li>e</ul>').value).toBe(
    '<p>a &amp; b &nbsp;<b>c</b></p><ul><li>d<li>e</li></li></ul>',
  );
  expect(sanitizeHtml('<script>alert(1)</script><style>p{}</style>ok<img src="javascript:x" alt="a"><a href="/x" onclick="y">z</a>').value).toBe(
    'ok<img alt="a" loading="lazy"><a href="/x">z</a>',
  );
  expect(sanitizeHtml('1 < 2 & 3 > 2 <notatag <scrip').value).toBe('1 &lt; 2 &amp; 3 &gt; 2 &lt;notatag &lt;scrip');
  expect(sanitizeHtml('<a href="https://x.example/?a=1&amp;b=&quot;2">l</a><!-- c --><h1>t</h1>').value).toBe(
    '<a href="https://x.example/?a=1&amp;b=&quot;2" rel="nofollow noopener">l</a><h2>t</h2>',
  );
  expect(sanitizeHtml('<td colspan="2" rowspan="x">c</td><th scope="col">h</th><div>open').value).toBe(
    '<td colspan="2">c</td><th scope="col">h</th><div>open</div>',
  );
});
