// The live camera's refusals in words a player can act on (the browser's DOMException names → what to do).
import { describe, expect, it } from 'vitest';
import { cameraErrorWords } from './LiveCamera';

const err = (name: string) => Object.assign(new Error('x'), { name });

describe('cameraErrorWords', () => {
  it('a refused permission says how to allow it and the way on with a file', () => {
    for (const n of ['NotAllowedError', 'PermissionDeniedError', 'SecurityError']) {
      expect(cameraErrorWords(err(n))).toBe(
        'The camera was not allowed for this app. To use it, allow the camera for this site in the browser\'s settings, then tap “Try the camera again”, or take or choose a photo with the button above. Nothing was changed.',
      );
    }
  });
  it('no camera, a camera in use, anything else: each its own words, never a blank', () => {
    expect(cameraErrorWords(err('NotFoundError'))).toBe('No camera was found on this device. Take or choose a photo file with the button above instead. Nothing was changed.');
    expect(cameraErrorWords(err('OverconstrainedError'))).toMatch(/^No camera was found/);
    expect(cameraErrorWords(err('NotReadableError'))).toMatch(/^The camera could not be started: another app may be using it\. Close that app, then tap “Try the camera again”/);
    // A DOMException-like object (not an Error), and a bare value.
    expect(cameraErrorWords({ name: 'TypeError' })).toBe('The camera could not be started (TypeError). Take or choose a photo with the button above instead. Nothing was changed.');
    expect(cameraErrorWords('weird')).toBe('The camera could not be started. Take or choose a photo with the button above instead. Nothing was changed.');
  });
});
