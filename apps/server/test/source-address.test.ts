import { describe, expect, it } from 'vitest';
import { throttleSource } from '../src/auth/source-address';

describe('throttleSource', () => {
  it('keeps an IPv4 address, and unwraps one mapped into IPv6', () => {
    expect(throttleSource('203.0.113.7')).toBe('203.0.113.7');
    expect(throttleSource('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address as its /64 network, however it is written', () => {
    expect(throttleSource('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(throttleSource('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(throttleSource('2001:DB8:1:2::ffff')).toBe('2001:db8:1:2::/64');
    expect(throttleSource('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(throttleSource('::1')).toBe('0:0:0:0::/64');
    expect(throttleSource('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
