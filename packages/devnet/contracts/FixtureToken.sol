// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @notice ERC-20 fixture with configurable decimals; the whole supply goes to `holder`.
contract FixtureToken is ERC20 {
    uint8 private immutable _tokenDecimals;

    constructor(string memory name_, string memory symbol_, uint8 decimals_, address holder, uint256 supply)
        ERC20(name_, symbol_)
    {
        _tokenDecimals = decimals_;
        _mint(holder, supply);
    }

    function decimals() public view override returns (uint8) {
        return _tokenDecimals;
    }
}
