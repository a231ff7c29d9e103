package io.igen.cpu;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ComplexTest {

    @Test
    void arithmeticFollowsTheTextbook() {
        Complex a = new Complex(1, 2);
        Complex b = new Complex(3, -4);
        assertThat(a.plus(b)).isEqualTo(new Complex(4, -2));
        assertThat(a.times(b)).isEqualTo(new Complex(11, 2)); // (1+2i)(3-4i) = 3 - 4i + 6i + 8
        assertThat(a.squared()).isEqualTo(a.times(a)).isEqualTo(new Complex(-3, 4));
        assertThat(b.magnitudeSquared()).isEqualTo(25.0);
        assertThat(a).hasToString("1.0+2.0i");
        assertThat(b).hasToString("3.0-4.0i");
    }
}
