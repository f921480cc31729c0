// The instructors feature's public surface: what other features and app/ may import (ADR 048).
export { useInstructor } from './api/get-instructor';
