import { useId, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { Dialog } from '@servenear/shared/dialog';
import { useGenerateStartCode, useVerifyStartCode } from '@servenear/shared/partner';
import { useHost } from '@servenear/shared/host';
import { fill } from '@servenear/shared/i18n';
import { actionTexts } from '../../components/actions/texts';
import { bookingTexts } from './cardActions';
import actions from '../../components/actions/actions.module.css';
import styles from './Bookings.module.css';

const DIGITS = 4;

/** The server's words for a refusal it explains (a code for another day, a locked line); ours otherwise. */
function messageOf(error: unknown, fallback: string): string {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  if (status === 422) return bookingTexts.otpInvalid;
  if (typeof status === 'number' && status >= 400 && status < 500 && error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * partner §4 and §5: the 4-digit start code the customer reads out. One digit a box, numbers
 * only, focus moves on; Resend texts a new code. On success the popup closes and the card
 * moves on (Work Started).
 */
export function StartCodeDialog({ lineId, serviceName, onClose }: { lineId: number; serviceName: string; onClose(): void }) {
  const texts = bookingTexts.startCode;
  const titleId = useId();
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length: DIGITS }, () => ''));
  const [error, setError] = useState<string | null>(null);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const verify = useVerifyStartCode();
  const resend = useGenerateStartCode();
  const { notify } = useHost();

  function setDigit(index: number, value: string) {
    const digit = value.replace(/\D/g, '').slice(-1);
    setDigits((current) => current.map((old, at) => (at === index ? digit : old)));
    if (digit && index < DIGITS - 1) boxes.current[index + 1]?.focus();
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index] && index > 0) boxes.current[index - 1]?.focus();
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, DIGITS);
    if (!pasted) return;
    event.preventDefault();
    setDigits(Array.from({ length: DIGITS }, (_, at) => pasted[at] ?? ''));
    boxes.current[Math.min(pasted.length, DIGITS - 1)]?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (digits.some((digit) => digit === '')) {
      setError(bookingTexts.otpMissing);
      return;
    }
    setError(null);
    verify.mutate(
      { lineId, otp: digits.join('') },
      {
        onSuccess: () => {
          notify('success', bookingTexts.otpVerified);
          onClose();
        },
        onError: (failure) => setError(messageOf(failure, bookingTexts.otpFailed)),
      },
    );
  }

  function sendAgain() {
    setError(null);
    resend.mutate(lineId, {
      onSuccess: () => notify('success', bookingTexts.otpResent),
      onError: (failure) => setError(messageOf(failure, bookingTexts.codeNotSent)),
    });
  }

  return (
    <Dialog labelledBy={titleId} closeLabel={actionTexts.close} onClose={onClose} size="narrow">
      <form className={styles.otp} onSubmit={submit} noValidate>
        <h2 id={titleId} className={styles.otpTitle}>
          {texts.title}
        </h2>
        <p className={styles.otpHint}>{fill(texts.hint, { service: serviceName })}</p>
        <div className={styles.otpBoxes} role="group" aria-label={texts.boxes}>
          {digits.map((digit, index) => (
            <input
              // The four boxes never move: their position is their identity.
              key={index}
              ref={(element) => {
                boxes.current[index] = element;
              }}
              className={styles.otpBox}
              value={digit}
              inputMode="numeric"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              maxLength={1}
              aria-label={fill(texts.digit, { number: index + 1 })}
              aria-invalid={error ? true : undefined}
              onChange={(event) => setDigit(index, event.target.value)}
              onKeyDown={(event) => onKeyDown(index, event)}
              onPaste={onPaste}
            />
          ))}
        </div>
        {error ? (
          <p role="alert" className={styles.otpError}>
            {error}
          </p>
        ) : null}
        <button type="submit" className={actions.primary} disabled={verify.isPending}>
          {verify.isPending ? texts.verifying : texts.verify}
        </button>
        <button type="button" className={styles.link} onClick={sendAgain} disabled={resend.isPending}>
          {texts.resend}
        </button>
      </form>
    </Dialog>
  );
}
