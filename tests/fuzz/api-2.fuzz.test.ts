// Part 2 of the API fuzzing (tests/fuzz/api-fuzz.ts holds the routes, inputs and checks).
import { fuzzPart } from './api-fuzz.ts';

fuzzPart(1, 2);
