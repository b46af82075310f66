// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @notice ERC-1155 fixture; `uri` is set by the owner once the metadata server's address is known.
contract FixtureMultiToken is ERC1155, Ownable {
    constructor(address owner_) ERC1155("") Ownable(owner_) {}

    function setURI(string calldata newUri) external onlyOwner {
        _setURI(newUri);
    }

    function mint(address to, uint256 id, uint256 amount) external onlyOwner {
        _mint(to, id, amount, "");
    }
}
