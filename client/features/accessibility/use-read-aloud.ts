import { useCallback, useEffect, useState } from 'react';
import { SPEECH_PITCH, SPEECH_RATE, speechChunks, speechLanguage } from './preferences';

function synth(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
}

/** Reads the main content aloud in the page's language (SPEC.md 2.12 #7, 9). */
export function useReadAloud(language: string) {
  const [speaking, setSpeaking] = useState(false);
  const supported = synth() !== null && typeof SpeechSynthesisUtterance !== 'undefined';

  const stop = useCallback(() => {
    synth()?.cancel();
    setSpeaking(false);
  }, []);

  const start = useCallback((): boolean => {
    const engine = synth();
    if (!engine) return false;
    engine.cancel();
    const main = document.getElementById('main-content');
    const chunks = speechChunks(main?.innerText || main?.textContent || '');
    if (chunks.length === 0) return false;
    const lang = speechLanguage(language);
    const voice = engine
      .getVoices()
      .find((v) => v.lang.toLowerCase().startsWith(lang.slice(0, 2).toLowerCase()));
    chunks.forEach((chunk, i) => {
      const utterance = new SpeechSynthesisUtterance(chunk);
      utterance.lang = lang;
      utterance.rate = SPEECH_RATE;
      utterance.pitch = SPEECH_PITCH;
      if (voice) utterance.voice = voice;
      if (i === chunks.length - 1) {
        utterance.onend = () => setSpeaking(false);
        utterance.onerror = () => setSpeaking(false);
      }
      engine.speak(utterance);
    });
    setSpeaking(true);
    return true;
  }, [language]);

  // Leaving the page (or unmounting) stops the voice.
  useEffect(() => () => synth()?.cancel(), []);

  return { supported, speaking, start, stop };
}
