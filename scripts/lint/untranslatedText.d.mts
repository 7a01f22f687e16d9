import type { Rule } from 'eslint';

export declare const untranslatedText: Rule.RuleModule;
