import { cardAction, type CardAction } from './cardActions';

describe('what a partner booking card offers (partner §4)', () => {
  it.each<[Parameters<typeof cardAction>[0], boolean, CardAction]>([
    ['assigned', false, { kind: 'start' }],
    ['confirmed', false, { kind: 'complete' }],
    ['completed', false, { kind: 'label', text: 'Need to Approve', tone: 'waiting' }],
    ['completed', true, { kind: 'label', text: 'Completed', tone: 'done' }],
    ['completed-issue', false, { kind: 'label', text: 'completed with some issue', tone: 'issue' }],
    ['cancelled', false, { kind: 'label', text: 'Booking Cancelled', tone: 'cancelled' }],
  ])('%s (approved: %s)', (status, approved, expected) => {
    expect(cardAction(status, approved)).toEqual(expected);
  });
});
