import { errorFromBody } from './normalise';
import { apiMessages } from './texts';

describe('errorFromBody', () => {
  it("says a 422's first field message when the refusal has no message of its own, never an HTTP status text", () => {
    const error = errorFromBody(422, { status: 422, errors: { preferredDate: ['Bookings open at most one month ahead.'] } });
    expect(error.status).toBe(422);
    expect(error.message).toBe('Bookings open at most one month ahead.');
    expect(error.errors).toEqual({ preferredDate: ['Bookings open at most one month ahead.'] });
  });

  it("keeps the server's own message, and has a plain sentence for a refusal that names nothing", () => {
    expect(errorFromBody(409, { status: 409, errors: {}, message: 'Service already in cart' }).message).toBe('Service already in cart');
    expect(errorFromBody(500, { status: 500, errors: {} }).message).toBe(apiMessages.refusedWithoutReason);
    expect(errorFromBody(502, '<html>Bad gateway</html>').message).toBe(apiMessages.refusedWithoutReason);
  });
});
