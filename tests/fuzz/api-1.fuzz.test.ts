// Part 1 of the API fuzzing (tests/fuzz/api-fuzz.ts holds the routes, inputs and checks).
import { fuzzPart } from './api-fuzz.ts';

fuzzPart(0, 2);
