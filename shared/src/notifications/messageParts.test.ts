import { messageParts } from './messageParts';

describe('messageParts', () => {
  it('cuts a message around its booking references, which sit at the odd positions', () => {
    const message = 'Ravi Kumar has been assigned to Electrician (SN-000012).';
    expect(messageParts(message)).toEqual(['Ravi Kumar has been assigned to Electrician (', 'SN-000012', ').']);
    expect(messageParts(message).join('')).toBe(message);
  });

  it('leaves a message without a reference whole', () => {
    expect(messageParts('Welcome to ServeNear.')).toEqual(['Welcome to ServeNear.']);
  });
});
