import { onFirstUse } from './onFirstUse';

describe('onFirstUse', () => {
  it('makes nothing until first asked, then gives the same value every time', () => {
    const make = jest.fn(() => ({ made: true }));
    const value = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a made undefined without making it again', () => {
    const make = jest.fn(() => undefined);
    const value = onFirstUse(make);
    value();
    value();
    expect(make).toHaveBeenCalledTimes(1);
  });
});
