import { describe, expect, it } from 'vitest';
import { endpointPath } from './endpoint.ts';
import { orderEndpoints } from './orders.ts';

describe('an endpoint path', () => {
  it('fills its placeholders, encoded', () => {
    expect(endpointPath(orderEndpoints.order, { id: 42 })).toBe('payments/orders/42/');
    expect(endpointPath({ path: 'a/{x}/' }, { x: '1/2 %' })).toBe('a/1%2F2%20%25/');
  });

  it.each(['', '.', '..'])('refuses %j, which a client would resolve into another path', (value) => {
    expect(() => endpointPath(orderEndpoints.order, { id: value })).toThrow('would send the call to another path');
  });

  it('keeps dots that are not a whole segment', () => {
    expect(endpointPath({ path: 'a/{x}/' }, { x: '...' })).toBe('a/.../');
    expect(endpointPath({ path: 'a/{x}/' }, { x: '1.5' })).toBe('a/1.5/');
  });
});
