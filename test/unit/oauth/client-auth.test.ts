// Reading token requests: RFC 6749 §2.3.1 Basic encoding, one authentication method only, §3.2 form rules, §4.4 grant.
import { describe, expect, it } from 'vitest';
import { checkGrant, credentialsInQuery, decodeBasicCredentials, extractClientCredentials, formUrlDecode, parseTokenForm } from '../../../api/oauth/client-auth.ts';

/** What a conforming client sends (RFC 6749 §2.3.1 + Appendix B): form-urlencode each half, then base64. */
function basic(id: string, secret: string): string {
  const encode = (v: string): string => new URLSearchParams({ v }).toString().slice(2);
  return `Basic ${Buffer.from(`${encode(id)}:${encode(secret)}`).toString('base64')}`;
}

const form = (body: string): Map<string, string> => {
  const parsed = parseTokenForm(body);
  if (!parsed.ok) throw new Error(parsed.error.description);
  return parsed.params;
};

describe('Basic client credentials (client_secret_basic)', () => {
  it('form-urldecodes both halves, so reserved characters in a secret survive', () => {
    const secret = 'p:ss w%rd+&=/?#é€';
    expect(decodeBasicCredentials(basic('oc_client', secret))).toEqual({ clientId: 'oc_client', clientSecret: secret });
  });

  it('splits at the first colon (an encoded colon in the id stays in the id)', () => {
    expect(decodeBasicCredentials(basic('a:b', 'c:d'))).toEqual({ clientId: 'a:b', clientSecret: 'c:d' });
    expect(decodeBasicCredentials(`Basic ${Buffer.from('id:se:cret').toString('base64')}`)).toEqual({ clientId: 'id', clientSecret: 'se:cret' });
  });

  it('reads "+" as a space, as form encoding says (a raw "+" in a secret is not the same secret)', () => {
    expect(decodeBasicCredentials(`Basic ${Buffer.from('id:a+b').toString('base64')}`)).toEqual({ clientId: 'id', clientSecret: 'a b' });
    expect(formUrlDecode('a%2Bb')).toBe('a+b');
  });

  it('refuses what cannot be decoded', () => {
    expect(decodeBasicCredentials('Basic !!!')).toBeUndefined();
    expect(decodeBasicCredentials(`Basic ${Buffer.from('no-colon').toString('base64')}`)).toBeUndefined();
    expect(decodeBasicCredentials(`Basic ${Buffer.from('id:%E0%A4%A').toString('base64')}`)).toBeUndefined();
    expect(decodeBasicCredentials(`Basic ${Buffer.from([0x69, 0x3a, 0xff]).toString('base64')}`)).toBeUndefined();
    expect(decodeBasicCredentials('Bearer abc')).toBeUndefined();
  });
});

describe('exactly one client authentication method', () => {
  it('accepts Basic alone, and Basic with a body client_id naming the same client', () => {
    const header = basic('oc_1', 's3cret');
    expect(extractClientCredentials(header, form('grant_type=client_credentials'))).toEqual({ ok: true, credentials: { method: 'client_secret_basic', clientId: 'oc_1', clientSecret: 's3cret' } });
    expect(extractClientCredentials(header, form('grant_type=client_credentials&client_id=oc_1')).ok).toBe(true);
  });

  it('accepts body credentials alone (client_secret_post)', () => {
    expect(extractClientCredentials(null, form('grant_type=client_credentials&client_id=oc_1&client_secret=a%2Bb'))).toEqual({
      ok: true,
      credentials: { method: 'client_secret_post', clientId: 'oc_1', clientSecret: 'a+b' },
    });
  });

  it('refuses Basic and a body secret together, and a body id naming another client', () => {
    const both = extractClientCredentials(basic('oc_1', 's'), form('grant_type=client_credentials&client_id=oc_1&client_secret=s'));
    expect(both).toMatchObject({ ok: false, error: { error: 'invalid_request' } });
    const other = extractClientCredentials(basic('oc_1', 's'), form('grant_type=client_credentials&client_id=oc_2'));
    expect(other).toMatchObject({ ok: false, error: { error: 'invalid_request' } });
  });

  it('answers invalid_client for no credentials, another scheme, or unreadable Basic', () => {
    expect(extractClientCredentials(null, form('grant_type=client_credentials'))).toMatchObject({ ok: false, error: { error: 'invalid_client' } });
    expect(extractClientCredentials('Bearer pqat_x', form('grant_type=client_credentials'))).toMatchObject({ ok: false, error: { error: 'invalid_client' } });
    expect(extractClientCredentials('Basic %%%', form('grant_type=client_credentials'))).toMatchObject({ ok: false, error: { error: 'invalid_client' } });
  });

  it('answers invalid_request when client_secret_post lacks a half', () => {
    expect(extractClientCredentials(null, form('grant_type=client_credentials&client_id=oc_1'))).toMatchObject({ ok: false, error: { error: 'invalid_request' } });
    expect(extractClientCredentials(null, form('grant_type=client_credentials&client_secret=x'))).toMatchObject({ ok: false, error: { error: 'invalid_request' } });
  });
});

describe('form and grant rules', () => {
  it('refuses a repeated parameter, treats empty values as omitted, ignores unknown ones', () => {
    expect(parseTokenForm('grant_type=client_credentials&grant_type=client_credentials')).toMatchObject({ ok: false, error: { error: 'invalid_request' } });
    expect(parseTokenForm('client_id=a&client_id=')).toMatchObject({ ok: false, error: { error: 'invalid_request' } });
    const params = form('grant_type=client_credentials&scope=&audience=x');
    expect([...params.keys()]).toEqual(['grant_type']);
  });

  it('knows client_credentials only, and the scope "quote" only', () => {
    expect(checkGrant(form('grant_type=client_credentials'), 'quote')).toBeUndefined();
    expect(checkGrant(form('grant_type=client_credentials&scope=quote'), 'quote')).toBeUndefined();
    expect(checkGrant(form(''), 'quote')).toMatchObject({ error: 'invalid_request' });
    expect(checkGrant(form('grant_type=password'), 'quote')).toMatchObject({ error: 'unsupported_grant_type' });
    expect(checkGrant(form('grant_type=authorization_code'), 'quote')).toMatchObject({ error: 'unsupported_grant_type' });
    expect(checkGrant(form('grant_type=client_credentials&scope=quote%20admin'), 'quote')).toMatchObject({ error: 'invalid_scope' });
    expect(checkGrant(form('grant_type=client_credentials&scope=checkout'), 'quote')).toMatchObject({ error: 'invalid_scope' });
  });

  it('spots credentials or grant parameters in the URL', () => {
    expect(credentialsInQuery(new URLSearchParams('client_secret=x'))).toBe(true);
    expect(credentialsInQuery(new URLSearchParams('grant_type=client_credentials'))).toBe(true);
    expect(credentialsInQuery(new URLSearchParams('trace=1'))).toBe(false);
  });
});
