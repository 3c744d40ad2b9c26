// The English catalog: every message the app defines, as `node --import tsx
// scripts/app-messages.ts` extracts it from the code (docs/decisions/0061). Do not edit: change
// the message where it is defined and run the script. Translators start from this file.
export const en = {} as const satisfies Record<string, string>;

export type AppMessageId = keyof typeof en;
