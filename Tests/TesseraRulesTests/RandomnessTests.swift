import TesseraRules
import Testing

@Suite("Randomness is pinned forever")
struct RandomnessTests {
    @Test("the default generator's first outputs match the design's check values")
    func defaultGeneratorCheckValues() {
        var seed0 = Xoshiro256StarStar(seed: 0)
        #expect(
            [seed0.next(), seed0.next(), seed0.next()]
                == [11_091_344_671_253_066_420, 13_793_997_310_169_335_082, 1_900_383_378_846_508_768])
        var seed14 = Xoshiro256StarStar(seed: 14)
        #expect(
            [seed14.next(), seed14.next(), seed14.next()]
                == [13_314_999_602_426_395_285, 11_547_655_065_436_970_196, 17_077_700_930_919_670_040])
    }

    @Test("xoshiro's state words are the first four SplitMix64 outputs of the seed")
    func xoshiroSeedsThroughSplitMix() {
        var expander = SplitMix64(seed: 99)
        let words = (expander.next(), expander.next(), expander.next(), expander.next())
        let generator = Xoshiro256StarStar(seed: 99)
        #expect(generator.state == words)
    }

    @Test("the course generator runs its step three times per output")
    func courseGeneratorStep() {
        var generator = CourseGenerator()
        var current: UInt64 = 14
        for _ in 0..<3 { current = (103 &+ current) &* 65537 }
        #expect(generator.next() == current)
    }

    @Test("draw agrees with Int.random(in:using:) on a 64-bit host", arguments: [1, 2, 3, 10, 16, 7, 1000, 1 << 40])
    func drawAgreesWithStandardLibrary(bound: Int) {
        var ours = Xoshiro256StarStar(seed: UInt64(bound))
        var theirs = StandardLibraryAdapter(source: Xoshiro256StarStar(seed: UInt64(bound)))
        for _ in 0..<2000 {
            #expect(ours.draw(bound) == Int.random(in: 0..<bound, using: &theirs))
        }
        var course = CourseGenerator()
        var courseAdapter = StandardLibraryAdapter(source: CourseGenerator())
        for _ in 0..<2000 {
            #expect(course.draw(bound) == Int.random(in: 0..<bound, using: &courseAdapter))
        }
    }

    @Test("draw rejects the biased low products and draws again")
    func drawRejectsBiasedProducts() {
        // A bound just over half the range makes about half of all words land in the rejected zone.
        let bound: UInt64 = (1 << 63) + 1
        var ours = SplitMix64(seed: 5)
        var theirs = StandardLibraryAdapter(source: SplitMix64(seed: 5))
        for _ in 0..<1000 {
            #expect(ours.draw(bound) == UInt64.random(in: 0..<bound, using: &theirs))
        }
    }

    @Test("draw stays inside its bound")
    func drawStaysInBound() {
        var generator = Xoshiro256StarStar(seed: 3)
        for bound in 1...50 {
            for _ in 0..<50 { #expect((0..<bound).contains(generator.draw(bound))) }
        }
    }

    @Test("a saved xoshiro state of all zeros is refused")
    func allZeroStateIsRefused() {
        #expect(Xoshiro256StarStar(state: (0, 0, 0, 0)) == nil)
        #expect(Xoshiro256StarStar(state: (0, 0, 0, 1)) != nil)
    }
}
