/** A machine-translation service. Answers null when it cannot translate to that language. */
export interface TranslationProvider {
  readonly name: string;
  translate(text: string, source: string, target: string): Promise<string | null>;
}
