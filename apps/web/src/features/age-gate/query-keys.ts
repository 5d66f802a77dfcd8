export const ageGateKey = ['age-gate'] as const;
