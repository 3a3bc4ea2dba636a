/**
 * A signature, drawn with a mouse, a finger or a stylus on signature_pad's canvas, or typed: the keyboard's
 * way to sign, the name written in a script face onto a canvas of the same size. Either way the value is a
 * PNG data URL (null while there is no signature).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';

type Mode = 'draw' | 'type';

const TYPED_FONT = 'italic 44px "Segoe Script", "Brush Script MT", "URW Chancery L", cursive';
const TYPED_SIZE = { width: 600, height: 150 };

/** The typed name as a signature image: dark ink on a transparent background, as the pad draws. */
function typedSignature(name: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = TYPED_SIZE.width;
  canvas.height = TYPED_SIZE.height;
  const context = canvas.getContext('2d')!;
  context.font = TYPED_FONT;
  context.fillStyle = '#111';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(name, TYPED_SIZE.width / 2, TYPED_SIZE.height / 2, TYPED_SIZE.width - 24);
  return canvas.toDataURL('image/png');
}

export function SignatureField({ onChange, error, disabled }: { onChange: (signature: string | null) => void; error?: string | undefined; disabled?: boolean }) {
  const { t } = useTranslation();
  const own = useId();
  const [mode, setMode] = useState<Mode>('draw');
  const [typed, setTyped] = useState('');
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const report = useRef(onChange);
  report.current = onChange;

  useEffect(() => {
    if (mode !== 'draw' || !canvas.current) return;
    const element = canvas.current;
    const signaturePad = new SignaturePad(element, { penColor: '#111' });
    pad.current = signaturePad;
    // The canvas's pixels follow its size on screen and the screen's density, else strokes land off the pointer.
    // A phone resizes the window whenever its address bar or keyboard comes and goes: the strokes are redrawn
    // on the new canvas rather than lost, and a resize that leaves the canvas as it was changes nothing.
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = element.offsetWidth * ratio;
      const height = element.offsetHeight * ratio;
      if (element.width === width && element.height === height) return;
      const strokes = signaturePad.toData();
      element.width = width;
      element.height = height;
      element.getContext('2d')!.scale(ratio, ratio);
      signaturePad.clear();
      if (strokes.length > 0) signaturePad.fromData(strokes);
    };
    fit();
    report.current(null);
    const ended = () => report.current(signaturePad.isEmpty() ? null : signaturePad.toDataURL('image/png'));
    signaturePad.addEventListener('endStroke', ended);
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      signaturePad.removeEventListener('endStroke', ended);
      signaturePad.off();
      pad.current = null;
    };
  }, [mode]);

  useEffect(() => {
    if (disabled) pad.current?.off();
    else pad.current?.on();
  }, [disabled]);

  const choose = (next: Mode) => {
    setMode(next);
    report.current(next === 'type' && typed.trim() ? typedSignature(typed.trim()) : null);
  };
  const errorId = `${own}-error`;

  return (
    <fieldset className="covers-fieldset covers-signature" aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend>{t('account:society.contract.signHere')}</legend>
      {error && (
        <p id={errorId} className="covers-field-error">
          {error}
        </p>
      )}
      <div className="covers-checks">
        {(['draw', 'type'] as const).map((m) => (
          <label key={m} className="covers-check">
            <input type="radio" name={`${own}-mode`} value={m} checked={mode === m} onChange={() => choose(m)} />
            {t(m === 'draw' ? 'account:society.contract.drawTab' : 'account:society.contract.typeTab')}
          </label>
        ))}
      </div>
      {mode === 'draw' ? (
        <>
          <canvas ref={canvas} className="covers-signature__pad" role="img" aria-label={t('account:society.contract.padLabel')} />
          <p>
            <button
              type="button"
              className="covers-button covers-button--secondary"
              onClick={() => {
                pad.current?.clear();
                report.current(null);
              }}
            >
              {t('account:society.contract.clearSignature')}
            </button>
          </p>
        </>
      ) : (
        <div className="covers-field">
          <label htmlFor={`${own}-typed`}>{t('account:society.contract.typedLabel')}</label>
          <input
            id={`${own}-typed`}
            value={typed}
            autoComplete="name"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setTyped(event.target.value);
              report.current(event.target.value.trim() ? typedSignature(event.target.value.trim()) : null);
            }}
          />
          {typed.trim() && (
            // What the signature will look like; the field itself already reads the name out.
            <p className="covers-signature__typed" aria-hidden="true">
              {typed.trim()}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
