export * from './onboarding.logic';
