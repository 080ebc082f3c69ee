import { describeCorpusShard } from "./corpus-shard";

/* The corpus' shard 2 of 4 (corpus-shard.ts). */
describeCorpusShard(1);
