import { checkEnquiry } from '../../../src/services/enquiries/check-enquiry';
import { enquiryNotification } from '../../../src/services/enquiries/notification-mail';

const valid = {
  FirstName: 'Ingrid',
  LastName: 'Solberg',
  Company: 'Nordvann Water Utility',
  Phone: '',
  Country: 'Norway',
  Body: 'Line one\nLine two',
  EMail: 'ingrid.solberg@nordvann.example',
};

describe('checkEnquiry', () => {
  it('turns control characters into spaces, keeps the message lines and trims', () => {
    const checked = checkEnquiry({ ...valid, FirstName: ' In\u0000grid\n', Body: 'Line one\n\tLine two\u0007 ' });
    expect(checked).toEqual({ ok: true, enquiry: { ...valid, FirstName: 'In grid', Body: 'Line one\n\tLine two' } });
  });

  it('reports the first problem in field order, in the form sentences', () => {
    expect(checkEnquiry({ ...valid, LastName: '', Body: '' })).toEqual({ ok: false, message: 'Last Name is required.' });
    expect(checkEnquiry({ ...valid, Company: undefined })).toEqual({ ok: false, message: 'Company is required.' });
  });
});

describe('enquiryNotification', () => {
  it('escapes the visitor text in the HTML part and keeps it as typed in the text part', () => {
    const hostile = { ...valid, FirstName: '<img src=x onerror=alert(1)>', Company: 'A & "B"', Body: '</p><script>x</script>' };
    const mail = enquiryNotification(hostile, 7, '2026-01-02T03:04:05.000Z');
    expect(mail.html).not.toMatch(/<img|<script|<\/p><script/);
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('A &amp; &quot;B&quot;');
    expect(mail.text).toContain('Name: <img src=x onerror=alert(1)> Solberg');
    expect(mail.text).toContain('Phone/Whats app/Skype: -');
    expect(mail.subject).toBe('Website enquiry #7 from <img src=x onerror=alert(1)> Solberg (A & "B")');
  });

  it('keeps the subject to 200 characters', () => {
    const mail = enquiryNotification({ ...valid, Company: 'x'.repeat(100), FirstName: 'y'.repeat(50), LastName: 'z'.repeat(50) }, 1, '');
    expect(mail.subject).toHaveLength(200);
  });
});
