import type { Rule } from 'eslint';

export declare const featureBoundaries: Rule.RuleModule;
