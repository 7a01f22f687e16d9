import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { fill } from '@servenear/shared/i18n';
import { otpTexts } from './texts';
import styles from './OtpBoxes.module.css';

export const otpLength = 4;

export const emptyOtp = (): string[] => Array.from({ length: otpLength }, () => '');

interface OtpBoxesProps {
  digits: string[];
  onChange(digits: string[]): void;
  legend: string;
  /** id of the message that explains what is wrong with the code, when there is one. */
  errorId?: string;
  disabled?: boolean;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * customer §5 'OTP': four single-digit boxes; focus moves forward on input and back on
 * Backspace in an empty box; a pasted (or autofilled) code fills the boxes from the first.
 */
export function OtpBoxes({ digits, onChange, legend, errorId, disabled }: OtpBoxesProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(otpLength - 1, index))]?.focus();

  const fillFrom = (start: number, code: string) => {
    const next = [...digits];
    const chars = code.slice(0, otpLength - start).split('');
    chars.forEach((digit, offset) => (next[start + offset] = digit));
    onChange(next);
    focus(start + chars.length - (start + chars.length >= otpLength ? 1 : 0));
  };

  const handleInput = (index: number, value: string) => {
    const typed = onlyDigits(value);
    if (typed.length > 1) {
      fillFrom(index, typed);
      return;
    }
    const next = [...digits];
    next[index] = typed;
    onChange(next);
    if (typed && index < otpLength - 1) focus(index + 1);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    if (pasted) fillFrom(pasted.length >= otpLength ? 0 : index, pasted);
  };

  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.boxes}>
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className={styles.box}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={1}
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={fill(otpTexts.digitOf, { position: index + 1, count: otpLength })}
            aria-invalid={errorId ? true : undefined}
            aria-describedby={errorId}
            value={digit}
            onChange={(event) => handleInput(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
    </fieldset>
  );
}
